import { lazyComponent } from '@app/ui';
import type { PayDialogProps } from './PayDialog';
import type { PaymentRequestDialogProps } from './PaymentRequestDialog';
import type { ReceiveDialogProps } from './ReceiveDialog';
import type { SendDialogProps } from './SendDialog';

// The dialogs (and the QR code they show) load when first opened: the page paints without them.

export const LazyReceiveDialog = lazyComponent<ReceiveDialogProps>(() => import('./ReceiveDialog').then((module) => module.ReceiveDialog));
export const LazySendDialog = lazyComponent<SendDialogProps>(() => import('./SendDialog').then((module) => module.SendDialog));
export const LazyPayDialog = lazyComponent<PayDialogProps>(() => import('./PayDialog').then((module) => module.PayDialog));
export const LazyPaymentRequestDialog = lazyComponent<PaymentRequestDialogProps>(() => import('./PaymentRequestDialog').then((module) => module.PaymentRequestDialog));
