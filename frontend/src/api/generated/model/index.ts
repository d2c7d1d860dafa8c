/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export * from './apiErrorDto';

export * from './apiErrorDtoFieldErrors';

export * from './healthDto';

export * from './healthDtoDatabase';

export * from './healthDtoStatus';

export * from './localSignInDto';

export * from './localSignUpDto';

export * from './tokenDto';

export * from './updateProfileDto';

export * from './updateUserRoleDto';

export * from './updateUserRoleDtoRole';

export * from './userDto';

export * from './userDtoRole';
