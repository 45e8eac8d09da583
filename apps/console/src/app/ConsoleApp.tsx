import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { ApiError, NETWORK_FAILURE, setApiHooks } from '../lib/api';
import { router } from './router';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A failure the server answered (bad input, no permission) will not change on a retry;
      // only a lost connection is worth one more attempt.
      retry: (failures, error) => failures < 1 && error instanceof ApiError && error.code === NETWORK_FAILURE,
      refetchOnWindowFocus: false,
      staleTime: 10_000,
    },
  },
});

/** Connects the API client to antd's message (so toasts follow the theme) and to the router. */
function ApiBridge() {
  const { message } = App.useApp();
  useEffect(() => {
    setApiHooks({
      // Keyed by its text, so that several calls failing for one reason show one toast.
      notifyError: (text) => {
        message.error({ content: text, key: text });
      },
      onSessionEnd: () => {
        queryClient.clear();
        // Sign-in brings the staff member back to where the session ended.
        const { pathname, search } = router.state.location;
        if (pathname !== '/login') void router.navigate('/login', { state: { from: pathname + search } });
      },
    });
  }, [message]);
  return null;
}

/** antd's system font stack with the bundled Devanagari face before the generic fallback. */
const CONSOLE_FONTS =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'Noto Sans Devanagari', sans-serif";

export function ConsoleApp() {
  return (
    <ConfigProvider
      locale={enGB}
      theme={{ token: { colorPrimary: '#1f5fbf', borderRadius: 6, fontFamily: CONSOLE_FONTS } }}
    >
      <App>
        <QueryClientProvider client={queryClient}>
          <ApiBridge />
          <RouterProvider router={router} />
        </QueryClientProvider>
      </App>
    </ConfigProvider>
  );
}
