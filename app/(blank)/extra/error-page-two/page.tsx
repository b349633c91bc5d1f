import { ErrorScreen } from '@/components/extra/error-screen';
import { ServerErrorArt } from '@/components/extra/server-error-art';

export const metadata = {
  title: 'Error Page Two',
  description: 'Something broke on our side: the 500 error page design.',
};

export default function ErrorPageTwo() {
  return (
    <ErrorScreen
      variant="two"
      code="500"
      title="Signal lost on our side"
      text="Something went wrong on our servers, not on your device. Try again in a moment; if it keeps happening, tell us."
      illustration={<ServerErrorArt />}
    />
  );
}
