/**
 * What the site's browser code takes from React Router, and nothing else (decision 015). Browser
 * builds resolve `react-router` to this file, so the copy Module Federation shares is React
 * Router's production build cut down to these exports, instead of its whole development build
 * (the package's `exports` map offers only that one). react-router-browser.test.js
 * fails when browser code imports a name that is missing here.
 */
export {
  Link,
  NavLink,
  Route,
  Router,
  Routes,
  StaticRouter,
  UNSAFE_createBrowserHistory,
  useHref,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-production-build';
