/**
 * A change only a signed-in visitor can make: done at once when signed in; otherwise the
 * visitor is asked to log in, and once they have, it is done (as the favourite heart does).
 */
import { Suspense, lazy, useEffect, useRef, useState, type ReactNode } from 'react';
import { useAuth } from '@/lib/auth-context.ts';
import { whenIdle } from '@/lib/when-idle.ts';

// The dialog is for a press to come: it loads once the screen has painted, not with it.
const loadPrompt = () => import('./sign-in-prompt.tsx');
const SignInPrompt = lazy(async () => ({ default: (await loadPrompt()).SignInPrompt }));

export function useSignedInAction(): {
  /** Does `action` now, or after the visitor has signed in. */
  run: (action: () => void) => void;
  /** The prompt, to render beside the control. */
  prompt: ReactNode;
} {
  const { isAuthenticated, login } = useAuth();
  const [prompting, setPrompting] = useState(false);
  // Mounted from the first prompt on, so that it can play its closing transition.
  const [prompted, setPrompted] = useState(false);
  const pending = useRef<(() => void) | null>(null);
  useEffect(() => whenIdle(() => void loadPrompt()), []);

  const run = (action: () => void) => {
    if (isAuthenticated) return action();
    pending.current = action;
    setPrompted(true);
    setPrompting(true);
  };

  const loginThenAct = async () => {
    setPrompting(false);
    const action = pending.current;
    pending.current = null;
    if ((await login()) && action) action();
  };

  const prompt = prompted && (
    <Suspense>
      <SignInPrompt
        open={prompting}
        onCancel={() => {
          pending.current = null;
          setPrompting(false);
        }}
        onLogin={() => void loginThenAct()}
      />
    </Suspense>
  );
  return { run, prompt };
}
