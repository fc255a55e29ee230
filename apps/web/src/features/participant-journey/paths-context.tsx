import { createContext, type ReactNode, useContext } from 'react';
import { type ParticipantPaths, participantPaths } from './constants';

// The participant pages serve two areas: /test-activity/* and the embedded partner area
// /aktivitas-ujian/partner/* (spec 2.3). Each area's layout provides its paths, so a page links
// within the area it was opened in.
const PathsContext = createContext<ParticipantPaths>(participantPaths);

export function ParticipantPathsProvider({
  paths,
  children,
}: {
  paths: ParticipantPaths;
  children: ReactNode;
}) {
  return <PathsContext.Provider value={paths}>{children}</PathsContext.Provider>;
}

/** The paths of the area (participant or partner) the current page belongs to. */
export function useParticipantPaths(): ParticipantPaths {
  return useContext(PathsContext);
}
