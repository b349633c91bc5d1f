import { ErrorScreen } from '@/components/extra/error-screen';
import { NotFoundArt } from '@/components/extra/not-found-art';

export const metadata = {
  title: 'Error Page One',
  description: 'A page that cannot be found: the 404 error page design.',
};

export default function ErrorPageOne() {
  return (
    <ErrorScreen
      variant="one"
      code="404"
      title="This page has been shadowbanned"
      text="It may exist somewhere, but nobody can find it: the link is broken, or the page was moved or removed."
      illustration={<NotFoundArt />}
    />
  );
}
