import { useEffect, useState } from 'react';
import { menuVersionStore } from './menu-api';

/** Tells when another import (another tab, or the server on a schedule) holds a newer menu than shown. */
export function useNewerMenu(shown: number | undefined): boolean {
  const [newest, setNewest] = useState(() => menuVersionStore.read('newMenuVersion'));
  useEffect(() => {
    const onStorage = () => setNewest(menuVersionStore.read('newMenuVersion'));
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  useEffect(() => setNewest(menuVersionStore.read('newMenuVersion')), [shown]);
  return shown !== undefined && newest > shown;
}
