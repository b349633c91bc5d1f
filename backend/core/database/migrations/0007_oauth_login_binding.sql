-- Login CSRF (backend/identity/oauth/): a hosted-page request is bound to the browser that opened
-- it. /oauth2/authorize sets a random cookie and keeps only its hash here; POST /oauth2/login must
-- bring the cookie back. NULL for requests sent to an external provider, and for requests made
-- before this column existed (the form refuses those; they expire within minutes anyway).
ALTER TABLE oauth_authorization_requests ADD COLUMN browser_binding_hash text;
