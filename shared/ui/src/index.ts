/// <reference path="./theme/emotion.d.ts" />
// @app/ui, the base entry point: theme, routing, hooks, primitives and error boundary. Every remote loads it; the
// Nostr components (@app/ui/nostr), QR (@app/ui/qr) and the map (@app/ui/map) are entry points of their own, each a
// federated singleton loaded only when a remote imports it. Code in one entry's folders imports another entry by its
// package name, never by a relative path (entry-boundaries.test.ts): a relative import would copy the module, and its
// React contexts, into the other entry.

export { theme, type AppTheme } from './theme/theme';
export { AppThemeProvider } from './theme/AppThemeProvider';
export { applyThemeMode, themeMode, type ThemeMode } from './theme/theme-mode';
export { darkPalette, lightPalette, type Palette } from './theme/palettes';
export * from './routing';
export { useObservable } from './hooks/useObservable';
export { useCore } from './hooks/useCore';
export { useMeasured } from './hooks/useMeasured';
export { useCopyFlag, COPIED_FLAG_MS } from './hooks/useCopyFlag';
export { useNow } from './hooks/useNow';
export { useOverflow } from './hooks/useOverflow';
export { useSessionPubkey } from './hooks/useSessionPubkey';
export { useAskSignIn, SIGN_IN_REASONS, type SignInReason } from './hooks/useAskSignIn';
export { Button, type ButtonProps, type ButtonVariant, type ButtonSize } from './primitives/Button';
export { Spinner, type SpinnerProps } from './primitives/Spinner';
export { EmptyState, type EmptyStateProps } from './primitives/EmptyState';
export { ErrorState, type ErrorStateProps } from './primitives/ErrorState';
export { HeaderBar, PageHeader, type PageHeaderProps } from './primitives/PageHeader';
export { VISUALLY_HIDDEN } from './primitives/visuallyHidden';
export { Page, type PageProps } from './primitives/Page';
export { Tabs, type TabItem, type TabsProps } from './primitives/Tabs';
export { horizontalScrollCue, revealSelected } from './primitives/scrollCue';
export { useTabs, type UseTabsOptions } from './primitives/useTabs';
export { TextInput, type TextInputProps } from './primitives/TextInput';
export { Badge, type BadgeTone } from './primitives/Badge';
export { RelayStatusDot, type RelayStatusDotProps } from './primitives/RelayStatusDot';
export { Modal, type ModalProps } from './primitives/Modal';
export { Icon, type IconName } from './primitives/Icon';
export { ErrorBoundary, type ErrorBoundaryProps } from './errors/ErrorBoundary';
export { lazyComponent, type LazyComponent } from './lazy/lazyComponent';
export { NoteSlotsProvider, useNoteSlots, type NoteSlots, type NotePlace } from './slots/noteSlots';
