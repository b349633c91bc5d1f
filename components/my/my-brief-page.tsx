import { BriefBanner, BriefHeadingProvider } from './brief-heading-context';
import { MyBriefScreen } from './my-brief-screen';
import { MyPage } from './my-page';
import { SignedInUser } from './signed-in-user';

/** /me/briefs/new and /me/briefs/[id]: the brief editor under a banner that names the brief it edits. */
export function MyBriefPage({ briefId }: { briefId: string | null }) {
  return (
    <BriefHeadingProvider isExisting={briefId !== null}>
      <MyPage banner={<BriefBanner />}>
        <SignedInUser>
          <MyBriefScreen briefId={briefId} />
        </SignedInUser>
      </MyPage>
    </BriefHeadingProvider>
  );
}
