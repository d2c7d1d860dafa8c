import { useEffect, useRef } from 'react';
import { Navigate, Outlet } from 'react-router';

import { useAuth } from '../auth/auth-context';
import { useToast } from '../ui/toast/toast-context';

/** Admin routes: non-admins get the 'Access Denied' toast and go to `/` (docs/product.md, 4.1). */
export function AdminGuard() {
  const { isAdmin } = useAuth();
  const { toast } = useToast();
  const warned = useRef(false);

  useEffect(() => {
    if (isAdmin || warned.current) return;
    warned.current = true;
    toast({ title: 'Access Denied', description: 'You need admin privileges to access this page', variant: 'destructive' });
  }, [isAdmin, toast]);

  return isAdmin ? <Outlet /> : <Navigate to="/" replace />;
}
