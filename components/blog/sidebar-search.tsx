import { SidebarWidget } from './sidebar-widget';

/** Searches the blog by sending the words to the listing page as ?q=; works without JavaScript. */
export function SidebarSearch({ query = '' }: { query?: string }) {
  return (
    <SidebarWidget title="Search" id="sidebar-search-title">
      <form action="/blogs" method="get" role="search" className="sidebar-search">
        <label htmlFor="sidebar-search-input" className="visually-hidden">
          Search the blog
        </label>
        <div className="input-group">
          <input
            id="sidebar-search-input"
            type="search"
            name="q"
            className="form-control"
            placeholder="Search articles"
            defaultValue={query}
            maxLength={80}
          />
          <button type="submit" className="btn btn-primary" aria-label="Search">
            <i className="bi bi-search" aria-hidden="true" />
          </button>
        </div>
      </form>
    </SidebarWidget>
  );
}
