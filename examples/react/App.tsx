// The venue's app: three routes, the booking widget on one of them. Leaving /book unmounts the
// widget (it leaves nothing behind); coming back mounts a fresh one.
import type { ComponentType } from 'react';
import { BookingSection } from './BookingSection.tsx';
import { useRoute } from './router.ts';

const Home = () => <p>Welcome to our restaurant.</p>;
const Contact = () => <p>Call us on +46 8 123 456 78.</p>;

const ROUTES: Record<string, ComponentType> = {
  '/': Home,
  '/book': BookingSection,
  '/contact': Contact,
};

export function App() {
  const Page = ROUTES[useRoute()] ?? Home;
  return (
    <>
      <nav>
        <a href="#/">Home</a> <a href="#/book">Book a table</a> <a href="#/contact">Contact</a>
      </nav>
      <main>
        <Page />
      </main>
    </>
  );
}
