import { missingBuild } from './support/app-server';

/** Fails once, with what to do, when the built app is missing; each worker then starts its own server (support/fixtures.ts). */
export default function globalSetup(): void {
  const problem = missingBuild();
  if (problem) throw new Error(problem);
}
