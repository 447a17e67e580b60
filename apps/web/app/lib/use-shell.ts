import { useRouteLoaderData } from 'react-router';
import type { ShellData } from './shell.server.ts';

/** The root loader's data, for any component of the shell or a page. */
export function useShell(): ShellData {
  const data = useRouteLoaderData<ShellData>('root');
  if (!data) throw new Error('useShell: the root loader has no data');
  return data;
}

export function useOptionalShell(): ShellData | undefined {
  return useRouteLoaderData<ShellData>('root');
}
