/** The desktop home, / and /home: it also has to read well on a phone, which is never redirected from it. */
import { HomeBlocks } from '../../components/home-blocks';

export function HomePage() {
  return <HomeBlocks />;
}
