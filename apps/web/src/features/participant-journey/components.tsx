import { Button, Result, Spin } from 'antd';
import { type CSSProperties, lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api';
import { probeConnection } from '../../lib/connectivity';
import { errorSentence } from '../../lib/error-sentence';
import { useLanguages } from './api';
import { HEADER_LOGO_MAX_HEIGHT, PRODUCT_NAME } from './constants';
import { useCopy } from './copy';
import { useParticipantPaths } from './paths-context';
import { storedExpired } from './stored-progress';

/** Sets the document title while a page is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · ${PRODUCT_NAME}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

/** The product's own mark, used when neither the corporate nor the consultant has a logo. */
export function DefaultLogo({ height = HEADER_LOGO_MAX_HEIGHT }: { height?: number }) {
  return (
    <svg
      role="img"
      aria-label={PRODUCT_NAME}
      height={height}
      viewBox="0 0 132 40"
      style={{ display: 'block', maxHeight: HEADER_LOGO_MAX_HEIGHT }}
    >
      <rect x="0" y="4" width="32" height="32" rx="7" fill="#003366" />
      <text
        x="16"
        y="27"
        fontSize="19"
        fontWeight="700"
        textAnchor="middle"
        fill="#fff"
        fontFamily="sans-serif"
      >
        A
      </text>
      <text x="42" y="28" fontSize="22" fontWeight="600" fill="currentColor" fontFamily="sans-serif">
        {PRODUCT_NAME}
      </text>
    </svg>
  );
}

/** A header logo: the image when there is one, otherwise the default mark (max height 40). */
export function HeaderLogo({ src, name }: { src: string | null; name: string | null }) {
  const COPY = useCopy();
  if (!src) return <DefaultLogo />;
  const style: CSSProperties = {
    display: 'block',
    maxHeight: HEADER_LOGO_MAX_HEIGHT,
    maxWidth: '60vw',
    width: 'auto',
  };
  return <img src={src} alt={name ?? COPY.logoAlt} style={style} />;
}

// The dropdown's field loads on demand (the test page stays within its JavaScript
// budget, its questions first); the chunk is fetched while the language list is.
const loadLanguageField = () => import('./language-select');
const LanguageSelectField = lazy(async () => ({ default: (await loadLanguageField()).LanguageSelectField }));

/** Language dropdown: hidden until the language call returns at least one language. */
export function LanguageSelect() {
  const languages = useLanguages(true);
  useEffect(() => {
    void loadLanguageField();
  }, []);
  const list = languages.data ?? [];
  if (list.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <LanguageSelectField languages={list} />
    </Suspense>
  );
}

export function Loading({ label }: { label?: string }) {
  const COPY = useCopy();
  return (
    <div
      role="status"
      aria-live="polite"
      style={{ display: 'grid', placeItems: 'center', padding: '64px 0', gap: 12 }}
    >
      <Spin size="large" />
      <span>{label ?? COPY.loading}</span>
    </div>
  );
}

/** The connectivity probe's verdict, asked once when the component mounts. */
function useProbe(): 'checking' | 'online' | 'offline' {
  const [state, setState] = useState<'checking' | 'online' | 'offline'>('checking');
  useEffect(() => {
    let live = true;
    void probeConnection().then((ok) => {
      if (live) setState(ok ? 'online' : 'offline');
    });
    return () => {
      live = false;
    };
  }, []);
  return state;
}

/**
 * A call failed on the network: the offline page when the connectivity probe fails too, else (a
 * brief drop, the server reached again) the error with a retry.
 */
function NetworkLoadError({ error, onRetry }: { error: ApiError; onRetry?: () => void }) {
  const participantPaths = useParticipantPaths();
  const probe = useProbe();
  const [search] = useSearchParams();
  const pcode = useParams().pcode ?? search.get('pcode') ?? undefined;
  if (probe === 'checking') return <Loading />;
  // A link stored as expired: the layout, whose own call fails as well, shows the expired page
  // (spec 3 params), whichever of the two calls failed first.
  if (probe === 'offline' && storedExpired(pcode)) return <Loading />;
  if (probe === 'offline') return <Navigate to={participantPaths.offline} replace />;
  return <ErrorResult error={error} onRetry={onRetry} />;
}

/**
 * What a page shows when its data could not be loaded: the offline page when the network is
 * gone, a clear message for an unknown participant code, otherwise the server's message and retry.
 */
export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  if (error instanceof ApiError && error.code === 0)
    return <NetworkLoadError error={error} onRetry={onRetry} />;
  return <ErrorResult error={error} onRetry={onRetry} />;
}

function ErrorResult({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const COPY = useCopy();
  const notFound = error instanceof ApiError && error.code === 404;
  // The server's message in the candidate's language, as a sentence (no status code, no field).
  const message =
    error instanceof ApiError
      ? errorSentence(error.message, error.field)
      : error instanceof Error
        ? error.message
        : String(error);
  return (
    <Result
      status={notFound ? '404' : 'error'}
      title={notFound ? COPY.invalidCode : COPY.loadFailed}
      subTitle={notFound ? COPY.invalidCodeHint : message}
      extra={
        onRetry && !notFound ? (
          <Button type="primary" onClick={onRetry}>
            {COPY.retry}
          </Button>
        ) : undefined
      }
    />
  );
}

/** Plain text from the server, one paragraph per blank-line-separated block (never HTML). */
export function TextContent({ text }: { text: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <>
      {paragraphs.map((p, i) => (
        // Paragraphs have no identity beyond their position in a static text.
        // biome-ignore lint/suspicious/noArrayIndexKey: static text
        <p key={i} style={{ whiteSpace: 'pre-line', marginBottom: 12 }}>
          {p}
        </p>
      ))}
    </>
  );
}

/** The participant pages' header bar: the logo on the left, the language on the right. */
export const headerBarStyle: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  height: 64,
  padding: '0 16px',
  lineHeight: 'normal',
};
