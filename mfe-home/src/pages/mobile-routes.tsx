/** The mobile pages, by the paths of routes.json under the router's basename "/m" or "/en/m". */
import { Route, Routes } from 'react-router';
import { AutomobilePage } from './m-automobile/automobile-page';
import { MobileHomePage } from './m/m-home-page';

export function MobileRoutes() {
  return (
    <Routes>
      <Route path="/" element={<MobileHomePage />} />
      <Route path="/home" element={<MobileHomePage />} />
      <Route path="/automobile" element={<AutomobilePage />} />
    </Routes>
  );
}
