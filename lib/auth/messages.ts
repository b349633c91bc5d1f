/** Texts of SPEC §8 the site shows itself (the Authenticator shows the service's own). */
export const CONFIGURATION_ERROR_MESSAGE = 'Configuration error (see console) – please contact the administrator';
