import type { ReactNode } from 'react';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { MyNav } from './my-nav';

/** A fixed title for the page's banner, or a banner of the page's own (one whose heading follows what the page edits). */
type MyPageProps = { children: ReactNode } & ({ title: string } | { banner: ReactNode });

/** The frame of every /me page: banner, the creator's navigation, then the page's own content. */
export function MyPage(props: MyPageProps) {
  return (
    <>
      {'banner' in props ? props.banner : <BreadcrumbBanner title={props.title} />}
      <div className="container-xl py-4 py-lg-5 my-area">
        <MyNav />
        <div className="my-content">{props.children}</div>
      </div>
    </>
  );
}
