import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';

import { createQueryClient } from '../api/query-client';
import { AuthProvider } from '../auth/AuthProvider';
import { ToastProvider } from '../ui/toast/ToastProvider';
import { AppRoutes } from './AppRoutes';
import { appTheme } from './theme';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <ThemeProvider theme={appTheme}>
      <CssBaseline enableColorScheme />
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <BrowserRouter>
            <AuthProvider>
              <AppRoutes />
            </AuthProvider>
          </BrowserRouter>
        </ToastProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
