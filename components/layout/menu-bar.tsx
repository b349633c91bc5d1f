'use client';

import { useState } from 'react';
import { merchandiseMenuGroups } from '@/lib/navigation/routes';
import { MenuGroups } from './menu-groups';

/** The frontend layout's navigation bar: the theme's menu groups, collapsible on phones. */
export function MenuBar() {
  const [isOpen, setOpen] = useState(false);
  return (
    <nav className="menu-bar" aria-label="Explore">
      <div className="container-xl menu-bar-inner">
        <button
          type="button"
          className="menu-bar-toggle btn btn-sm"
          aria-expanded={isOpen}
          aria-controls="menu-bar-groups"
          onClick={() => setOpen((open) => !open)}
        >
          <i className={`bi ${isOpen ? 'bi-x-lg' : 'bi-grid'}`} aria-hidden="true" /> Explore
        </button>
        <div id="menu-bar-groups" className={`menu-bar-groups${isOpen ? ' open' : ''}`}>
          <MenuGroups groups={merchandiseMenuGroups} onNavigate={() => setOpen(false)} />
        </div>
      </div>
    </nav>
  );
}
