/** The desktop pages, by the paths of routes.json (the router's basename is "" or "/en"). */
import { Route, Routes } from 'react-router';
import { HomePage } from './index/home-page';

export function DesktopRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/home" element={<HomePage />} />
    </Routes>
  );
}
