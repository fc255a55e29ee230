import type { TestApp } from '../harness';

// The two invitation calls most suites make again and again, as the back office makes them.

/** Invites a person by name and e-mail into the project, as `token`; answers the invitation. */
export function invitePerson(t: TestApp, token: string, projectId: number, name: string, email: string) {
  return t.callOk('projects/invitations/invite', { project_id: projectId, name, email }, token);
}

/** The credit figures (balance, reserved, available) the invitations page shows for the project. */
export function creditFiguresOf(t: TestApp, token: string, projectId: number) {
  return t.callOk('projects/invitations/credits', { project_id: projectId }, token);
}
