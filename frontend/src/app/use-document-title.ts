import { useEffect } from 'react';

/** Sets the browser tab's title; null leaves it as it is (e.g. while the sign-in state loads). */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);
}
