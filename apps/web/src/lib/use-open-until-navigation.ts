import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Open state for menus and drawers that must close whenever the user navigates (link click,
 * back button, redirect): the state remembers the location it was opened on, so no effect is
 * needed to reset it.
 */
export function useOpenUntilNavigation(): [boolean, (open: boolean) => void] {
  const { key } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const setOpen = useCallback((open: boolean) => setOpenAt(open ? key : null), [key]);
  return [openAt === key, setOpen];
}
