/** The mobile home, /m and /m/home: the same blocks, sized for a phone and linked to the /m pages. */
import { HomeBlocks } from '../../components/home-blocks';

export function MobileHomePage() {
  return <HomeBlocks />;
}
