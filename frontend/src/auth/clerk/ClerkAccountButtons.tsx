import { Show, SignInButton, UserButton } from '@clerk/react';
import Button from '@mui/material/Button';

/** Clerk's own sign-in (modal) and user/sign-out buttons, for the authentication test page. */
export default function ClerkAccountButtons() {
  return (
    <>
      <Show when="signed-out">
        <SignInButton mode="modal">
          <Button variant="contained">Sign in</Button>
        </SignInButton>
      </Show>
      <Show when="signed-in">
        <UserButton afterSwitchSessionUrl="/" />
      </Show>
    </>
  );
}
