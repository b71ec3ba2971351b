// What Shoreline's apps use of react-router, and nothing else. The apps import 'react-router-dom' as
// usual; createAppConfig.cjs resolves that name to this file (and 'react-router' to its production
// build), and shares it as the 'react-router-dom' singleton. A shared module is never tree-shaken (its
// consumers are unknown when it is built), so sharing react-router whole shipped 62 KB of gzipped
// data-router, server and RSC code to every renter. Re-exporting only the declarative API below lets
// webpack drop the rest. An app importing anything not listed fails its build
// (`exportsPresence: 'error'`): add the name here.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useParams,
  useResolvedPath,
  useSearchParams,
} from 'react-router';
