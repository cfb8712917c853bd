import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { MENSAGENS } from '@divida/domain/errors';
import { isChunkLoadError, reloadForNewVersion } from '../lib/chunkLoad.ts';

interface Props {
  children: ReactNode;
  /** A new value (the path) clears the error: the person went elsewhere. */
  resetKey: string;
}

/**
 * Catches a page that fails to render, above all a lazy page whose chunk did not load (after a
 * deployment or with the server down), instead of leaving a blank screen. For a chunk error it first
 * lets lib/chunkLoad reload once when the server answers; meanwhile, and when that does not happen, it
 * offers the reload.
 */
export class ChunkErrorBoundary extends Component<Props, { error: unknown; key: string }> {
  override state = { error: null as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: unknown; key: string }) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    if (isChunkLoadError(error)) void reloadForNewVersion();
  }

  override render() {
    if (!this.state.error) return this.props.children;
    const chunk = isChunkLoadError(this.state.error);
    return (
      <Box sx={{ py: 6, px: 2, display: 'flex', justifyContent: 'center' }}>
        <Alert
          severity="warning"
          role="alert"
          action={
            <Button color="inherit" onClick={() => window.location.reload()}>
              Recarregar
            </Button>
          }
        >
          {chunk ? MENSAGENS.paginaNaoCarregada : MENSAGENS.erroInterno}
        </Alert>
      </Box>
    );
  }
}

/** The boundary of one routed page: reset when the path changes. */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ChunkErrorBoundary resetKey={pathname}>{children}</ChunkErrorBoundary>;
}
