import { Spinner, lazyComponent } from '@app/ui';

// Each settings page loads when opened: /settings/network (the relay indicator's and the navigation's target) and the
// index load with the remote; the others are chunks of their own.
const loading = () => <Spinner label="Loading settings" />;

export const LazySettingsSearch = lazyComponent<{ query: string }>(() => import('./SettingsSearch').then((module) => module.default), loading);
export const LazyAppearance = lazyComponent<object>(() => import('../appearance/AppearanceSettings').then((module) => module.AppearanceSettings), loading);
export const LazyContent = lazyComponent<object>(() => import('../content/ContentSettings').then((module) => module.ContentSettings), loading);
export const LazyImgproxy = lazyComponent<object>(() => import('../imgproxy/ImgproxySettings').then((module) => module.ImgproxySettings), loading);
export const LazyNotifications = lazyComponent<object>(() => import('../notifications/NotificationSettings').then((module) => module.NotificationSettings), loading);
export const LazyPeerToPeer = lazyComponent<object>(() => import('../network/PeerToPeerSettings').then((module) => module.PeerToPeerSettings), loading);
export const LazyMediaServers = lazyComponent<object>(() => import('../media/MediaServersSettings').then((module) => module.MediaServersSettings), loading);
export const LazyAccount = lazyComponent<object>(() => import('../account/AccountSettings').then((module) => module.AccountSettings), loading);
export const LazySocialGraph = lazyComponent<object>(() => import('../social-graph/SocialGraphSettings').then((module) => module.SocialGraphSettings), loading);
export const LazyDesktop = lazyComponent<object>(() => import('../desktop/DesktopSettings').then((module) => module.DesktopSettings), loading);
export const LazyDebug = lazyComponent<object>(() => import('../debug/DebugSettings').then((module) => module.DebugSettings), loading);
export const LazyLegal = lazyComponent<object>(() => import('../legal/LegalSettings').then((module) => module.LegalSettings), loading);
