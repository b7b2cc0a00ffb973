import { lazy } from 'react';

/** The dialog and its forms load on first use, or when the pointer comes to a Sign up button. */
const loadDialog = () => import('./SignInDialog');

export const SignInDialog = lazy(() => loadDialog().then((module) => ({ default: module.SignInDialog })));

/** Starts loading the dialog's code; a failure shows when the dialog is opened. */
export const prefetchSignInDialog = () => void loadDialog().catch(() => {});
