import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';

interface RouteErrorProps {
  /** Rendered outside the shell (no surrounding <main>). */
  standalone?: boolean;
}

/** Last-resort screen when a page throws or its code cannot be loaded (e.g. offline after a deploy). */
function RouteError({ standalone = false }: RouteErrorProps) {
  return (
    <Box component={standalone ? 'main' : 'div'} id={standalone ? 'main-content' : undefined} sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
      <Box sx={{ maxWidth: 480 }}>
        <Typography variant="h1" sx={{ fontSize: 'clamp(1.75rem, 1.3rem + 2vw, 2.5rem)' }}>
          Something went wrong
        </Typography>
        <Typography sx={{ mt: 2, color: 'text.secondary', lineHeight: 1.6 }}>
          This page could not be shown. Check your connection and try again.
        </Typography>
        <Box sx={{ mt: 3, display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={() => window.location.reload()}>
            Reload
          </Button>
          <Button href="/" variant="outlined">
            Go to Home
          </Button>
        </Box>
      </Box>
    </Box>
  );
}

interface BoundaryProps extends RouteErrorProps {
  /** The address shown: a new one clears the error (the visitor moved on). */
  pathname: string;
  children: ReactNode;
}

class Boundary extends Component<BoundaryProps, { error: unknown; pathname: string }> {
  override state = { error: null as unknown, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; pathname: string }) {
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Route error:', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <RouteError standalone={this.props.standalone} /> : this.props.children;
  }
}

/**
 * Shows the 'Something went wrong' screen in place of its routes when they throw while rendering
 * (a page's bug, or its chunk failing to load), until the visitor goes to another address.
 */
export function RouteErrorBoundary({ standalone = false, children }: RouteErrorProps & { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Boundary standalone={standalone} pathname={pathname}>
      {children}
    </Boundary>
  );
}
