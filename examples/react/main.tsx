import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BookingSection } from './BookingSection.tsx';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BookingSection guests={2} />
  </StrictMode>,
);
