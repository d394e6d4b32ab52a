import { createFileRoute } from '@tanstack/react-router';
import { CallbackScreen } from '@/features/auth/callback-screen.tsx';

export const Route = createFileRoute('/callback')({ component: CallbackScreen });
