// Routing for the remotes: the shell's router, reached through the shared ui. react-router is not a federated
// module of its own (federated modules are not tree-shaken: it cost 61 KB gzip); the shell bundles the parts it
// and the ui use, once, and remotes use that one instance through these names.
export { Link, MemoryRouter, Route, Routes, matchPath, useLocation, useNavigate, useParams } from 'react-router';
export type { Location, NavigateFunction } from 'react-router';
export { ActivePageContext, pageTitle$, useAnnouncePageTitle } from './pageTitle';
