import { PreviewResponseSchema } from '@gameweek/contracts/admin-content';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { call } from './api.ts';

/**
 * The HTML as the API would store it (POST /content/preview runs the server's sanitiser), asked for
 * once typing pauses: the preview never shows markup the API would drop.
 */
export function useSanitisedPreview(html: string, pauseMs = 400): string {
  const [settled, setSettled] = useState(html);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(html), pauseMs);
    return () => clearTimeout(timer);
  }, [html, pauseMs]);
  const preview = useQuery({
    queryKey: ['content', 'preview', settled],
    queryFn: () =>
      settled
        ? call(PreviewResponseSchema, '/content/preview', {
            method: 'POST',
            body: { html: settled },
          })
        : Promise.resolve({ html: '' }),
    placeholderData: (previous) => previous,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return preview.data?.html ?? '';
}
