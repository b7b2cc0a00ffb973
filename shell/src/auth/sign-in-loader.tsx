import { lazyComponent } from '@app/ui';
import { DialogLoading } from './DialogLoading';
import type { AuthRequest } from './SignInHost';

interface RequestViewProps {
  request: AuthRequest;
  onClose(): void;
}

/** The dialog, its forms and the signer's loading come with the first request, or a Sign up hover or focus. */
export const SignInRequestView = lazyComponent<RequestViewProps>(
  () => import('./SignInRequestView').then((module) => module.SignInRequestView),
  ({ request, onClose }) => <DialogLoading title={request.mode === 'sign-up' ? 'Sign up' : 'Sign in'} onClose={onClose} />,
);

/** Starts loading the dialog's code; a failure shows when the dialog is opened. */
export const prefetchSignInDialog = () => void SignInRequestView.preload().catch(() => {});
