import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { getCore } from '@app/core';

/** Remotes ask the shell to navigate through the bus (e.g. a deep link with state). */
export function BusNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    const subscription = getCore()
      .bus.on('navigate')
      .subscribe(({ to, state }) => navigate(to, { state }));
    return () => subscription.unsubscribe();
  }, [navigate]);
  return null;
}
