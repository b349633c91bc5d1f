--
-- PostgreSQL database dump
--

\restrict cbaCAb93n0jj0TRtuT5xSkw9ur8OwUbQ5QGx7z9vwbeSzMQSaHE9eGgUg8rrmYV

-- Dumped from database version 15.20 (Debian 15.20-0+deb12u1)
-- Dumped by pg_dump version 15.20 (Debian 15.20-0+deb12u1)

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: backend_secrets; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.backend_secrets (
    name text NOT NULL,
    value text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: identity_pool_identities; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.identity_pool_identities (
    identity_id text NOT NULL,
    user_sub uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    last_seen_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: schema_migrations; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.schema_migrations (
    name text NOT NULL,
    checksum text NOT NULL,
    applied_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: user_pool_auth_sessions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.user_pool_auth_sessions (
    session_hash text NOT NULL,
    user_sub uuid NOT NULL,
    client_id text NOT NULL,
    challenge text NOT NULL,
    state jsonb DEFAULT '{}'::jsonb NOT NULL,
    failed_attempts integer DEFAULT 0 NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: user_pool_codes; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.user_pool_codes (
    user_sub uuid NOT NULL,
    purpose text NOT NULL,
    code_hash text,
    expires_at timestamp with time zone NOT NULL,
    failed_attempts integer DEFAULT 0 NOT NULL,
    send_window_started_at timestamp with time zone NOT NULL,
    sends_in_window integer DEFAULT 1 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT user_pool_codes_purpose_check CHECK ((purpose = ANY (ARRAY['SIGN_UP'::text, 'FORGOT_PASSWORD'::text, 'VERIFY_EMAIL'::text, 'SIGN_IN'::text])))
);


--
-- Name: user_pool_group_members; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.user_pool_group_members (
    group_name text NOT NULL,
    user_sub uuid NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: user_pool_groups; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.user_pool_groups (
    name text NOT NULL,
    precedence integer,
    description text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: user_pool_refresh_tokens; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.user_pool_refresh_tokens (
    origin_jti uuid NOT NULL,
    token_hash text NOT NULL,
    user_sub uuid NOT NULL,
    client_id text NOT NULL,
    auth_time timestamp with time zone NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    revoked_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: user_pool_signing_keys; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.user_pool_signing_keys (
    generation integer NOT NULL,
    kid text NOT NULL,
    private_jwk jsonb NOT NULL,
    public_jwk jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: user_pool_srp_sessions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.user_pool_srp_sessions (
    secret_block_hash text NOT NULL,
    user_sub uuid NOT NULL,
    client_id text NOT NULL,
    srp_a text NOT NULL,
    srp_b text NOT NULL,
    srp_b_secret text NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: user_pool_users; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.user_pool_users (
    sub uuid NOT NULL,
    username text NOT NULL,
    email text NOT NULL,
    email_verified boolean DEFAULT false NOT NULL,
    attributes jsonb DEFAULT '{}'::jsonb NOT NULL,
    status text NOT NULL,
    enabled boolean DEFAULT true NOT NULL,
    srp_salt text,
    srp_verifier text,
    temporary_password_expires_at timestamp with time zone,
    failed_sign_in_attempts integer DEFAULT 0 NOT NULL,
    locked_until timestamp with time zone,
    totp_pending_secret text,
    totp_secret text,
    totp_last_step bigint,
    totp_mfa_enabled boolean DEFAULT false NOT NULL,
    email_mfa_enabled boolean DEFAULT false NOT NULL,
    preferred_mfa text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT user_pool_users_preferred_mfa_check CHECK ((preferred_mfa = ANY (ARRAY['SOFTWARE_TOKEN_MFA'::text, 'EMAIL_OTP'::text]))),
    CONSTRAINT user_pool_users_status_check CHECK ((status = ANY (ARRAY['UNCONFIRMED'::text, 'CONFIRMED'::text, 'FORCE_CHANGE_PASSWORD'::text])))
);


--
-- Data for Name: backend_secrets; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.backend_secrets VALUES ('identity.user-pool-id', 'us-west-2_JaFcytsbB', '2026-11-25 17:52:03.869783+00');
INSERT INTO public.backend_secrets VALUES ('identity.user-pool-client-id', '8a82vq4g8un5gthdqtbgkpccj4', '2026-11-25 17:52:03.886322+00');
INSERT INTO public.backend_secrets VALUES ('identity.identity-pool-id', 'us-west-2:ed035ce7-3b8f-4b0c-bfb6-016a7c1f68ce', '2026-11-25 17:52:03.887819+00');
INSERT INTO public.backend_secrets VALUES ('identity.operator-secret-access-key', '8tlfE1mHPAeNNSKhVxcmS4uK5SxgHrP01mLKQIR5', '2026-11-25 17:52:03.907047+00');
INSERT INTO public.backend_secrets VALUES ('identity.operator-access-key-id', 'AKIAPW3HPKQXPTVTQCL2', '2026-11-25 17:52:03.913915+00');
INSERT INTO public.backend_secrets VALUES ('identity.credentials-secret', 'I4hOD3LDCp8/XAWIokLU9N5iFrzUNcciMqy/FGFTf5k=', '2026-11-25 17:52:03.923738+00');


--
-- Data for Name: identity_pool_identities; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: schema_migrations; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.schema_migrations VALUES ('0001_core.sql', 'e5b9cb7626d0262734d69368799588832f2041e422bac92d75661034094b6993', '2026-11-25 17:52:03.560856+00');
INSERT INTO public.schema_migrations VALUES ('0002_user_pool.sql', '5c4e0a8e958a618d92a782bf73e571f3616aee11f3b79b49b3689fcf25d6aad3', '2026-11-25 17:52:03.625997+00');


--
-- Data for Name: user_pool_auth_sessions; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: user_pool_codes; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: user_pool_group_members; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.user_pool_group_members VALUES ('ADMINS', '8a8f5e6a-77e0-463f-a956-f2cbabb8be0f', '2026-11-25 17:52:04.846805+00');


--
-- Data for Name: user_pool_groups; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.user_pool_groups VALUES ('ADMINS', 0, NULL, '2026-11-25 17:52:04.784646+00', '2026-11-25 17:52:04.784646+00');


--
-- Data for Name: user_pool_refresh_tokens; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: user_pool_signing_keys; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.user_pool_signing_keys VALUES (1, 'JoX12Vcay-zcmjWnCADKh9pqeDJX7V5wvMtA5L7b6cg', '{"d": "CoWSTmCi6vxBTbYrxN8GbbivzhF55_l3sPt2QuovtvuyQy1DF5XCwKh3SNxtjEzu4Du7ZjAsbXL7gsT9W9PVpPOsF1iLPuHolowD19uGyEH-ReYWcRPv_vKShzuQWW45Uvn5TlKFjjwB7ZsVe_4N-d12AUuij3JSLn6bXcXmbBc63IxWrUyZVWfOX5NpA0nsjy0gvsg_S0TQ6VvEowiTE6iGlDALPs6J91Z6at2ZWllNBslmTxJG7z91pNichU_kDXauBL80Q3xggECdsMaHAuDeguownjHVrXb04Q8W7PDHFG8J0zrDo8YHNRByyuhyy6tmS9Q6g9g2BAo_78TgRQ", "e": "AQAB", "n": "oQKD48htXXP-viRINdg85S7ZmFZuwnCBf7Pr4OJYNSoNHOre66cinqALE-6_4-9GDQmOkqGyihL534rZa2G-rvMTiE8tUdsOt4OxJkr3PrwsKsKtNP97O8swCEEhITliS-baC7xEm1QJuFxbdbavOYOw2AERPCQkNmHfamZgNPId2xJhRc9GXLA76_8b9Q5CTjtbernHf2AzzXHBq10blCoM70f6aqnkeo4J0hDMSp-21JBq4tWr5izb9W4tNyRfcj5mvUuv0nAw1swgJfNhO1v3vO5xNTfcGX1AA2M_blLF2rxqYR0yJ0Jve27WuiWenMnvWLoFCBPg_8e4SY4pIQ", "p": "zLiLKHiFgmho2mI06FSwnFJENlCz1a2koyrquAcyblJeeGcpRXUnE19UJp9E6uVk137j8NmAgXuNdgiyDj4SEiF-qVfpY6d7T3Lozs_IsRgoPlBuX8w2ru1UBFpRxPlGpR5crZxXp3MH8Tm_sY81wT3ZihjUK_ea7PfV0M4scp0", "q": "yVcO5Z4BPGKOBJxRaByU1Fkz5VhZWwlkKeL_qcocafd5Z94GFW3o_D28AHAFBuRoBlFFD5CF3eNy0-B-48kfXvFVr4heZYfiAeKLI3dMfQkpkbdqcUuwHVvxYgjrOTYbgPILaOOFN5XHOAffa_q6rtgbCCbdn46GFQbO7CiAF1U", "dp": "tV7x-sL8FZMHAiNrmEIfzf6cbDqHeNHEQMLu_Gdz6IWVKLrMt7qZCfK1DRqh5jGha8IBlAo-bXjW1THS_gdD30hJfSJjpWRmPPcjBsbTmQI79SkxADJeaA_fFZQnSYlHa1ZA6ZbPmYyyBqcRC_BCwZdYOZ7RqrpNSZAwoDNo8Yk", "dq": "mG8zNiFEakVrpI39DEfnXkYTBma3cDdSAGx-iDwe-xOEdWEhVgQayy6qMeKdy7QOFgpdsQUIdRAJFeT37NmOyMEK0JT8cv5H3Il6MmXWISxYrpwhGJnnQrMjs8dw36XZeOzIOqdXatgZNpCvVP9Fa67t-GQEkxLC7RR0gVPAduk", "qi": "QN8vVxE4lpV1o5uS8wn1RBZZ0nyW0w8k-ysPMo81Q73Buoi1042mPtWKXwgVcWSZiPaSZxzWWsqzeUbmPMmqaQFbA5Wu0y7VWPqxKl3iO1D_kMd7ScIOnToEgyhLRwWX3nbzOooop8I0_pMYBoP8Sv2B0-hK9G8bHPhUuhCkTNQ", "alg": "RS256", "kid": "JoX12Vcay-zcmjWnCADKh9pqeDJX7V5wvMtA5L7b6cg", "kty": "RSA", "use": "sig"}', '{"e": "AQAB", "n": "oQKD48htXXP-viRINdg85S7ZmFZuwnCBf7Pr4OJYNSoNHOre66cinqALE-6_4-9GDQmOkqGyihL534rZa2G-rvMTiE8tUdsOt4OxJkr3PrwsKsKtNP97O8swCEEhITliS-baC7xEm1QJuFxbdbavOYOw2AERPCQkNmHfamZgNPId2xJhRc9GXLA76_8b9Q5CTjtbernHf2AzzXHBq10blCoM70f6aqnkeo4J0hDMSp-21JBq4tWr5izb9W4tNyRfcj5mvUuv0nAw1swgJfNhO1v3vO5xNTfcGX1AA2M_blLF2rxqYR0yJ0Jve27WuiWenMnvWLoFCBPg_8e4SY4pIQ", "alg": "RS256", "kid": "JoX12Vcay-zcmjWnCADKh9pqeDJX7V5wvMtA5L7b6cg", "kty": "RSA", "use": "sig"}', '2026-11-25 17:52:04.779422+00');


--
-- Data for Name: user_pool_srp_sessions; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: user_pool_users; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.user_pool_users VALUES ('8a8f5e6a-77e0-463f-a956-f2cbabb8be0f', '8a8f5e6a-77e0-463f-a956-f2cbabb8be0f', 'admin@example.com', true, '{}', 'CONFIRMED', true, '6b23b59642a55d491d32b9d68432300a', 'c18e93b84291ded2255cd8f4d39605f3d4bf5fa009e9cbc27ad0ce8dfd7e8d6634d26d17f9215c509254153d5611a0fa1093b0dd6a58d59dee5a6d7405e2ef2ceb0a74cc1c695b75e238975571c150a25b430f8c49a8490d1a1ad39c68ac67e6ee85e4cc40b562d460c68d08b8125b47b6f748a0b44d4519f64aa4b3f515112337eb58243ef95ba712226affdf98da415c747591b1a5ea0b4d1ae2a91e2567acc66b22560df906d494fc169c18813ca4c6ff6c50c311623e93c90fc5c730a8eb0510a63190e8c908c5bf4f8d89ee2569062ba63f138f101916ef5eb06e732c17eb4ae16649924aafa0cb2504e4ccc6509ad09c1bc9bf488c75ac78ad1a1634d612ef03d890da126d1b4abc01db09f18be1b57bd3a5d3e2ca619da8afd783c7e4a0b5921d3594b5d7ae6cef7fb1b7f4ca7c4b09c9f079b94eefd87eeb95d647558d7b1ebf3d7fe3b495349ef047c903d794997b727dc2e025d3cf597d9df1e24fb90e9395d225d0ba7cbb536270ca2053edba885224c365fb98c86a429d67227e', NULL, 0, NULL, NULL, NULL, NULL, false, false, NULL, '2026-11-25 17:52:04.802+00', '2026-11-25 17:52:04.817+00');
INSERT INTO public.user_pool_users VALUES ('05ed2989-6779-4625-936a-69bfef152c89', '05ed2989-6779-4625-936a-69bfef152c89', 'creator@example.com', true, '{}', 'CONFIRMED', true, '1ac2b9a129eb3468510ae5642ae48752', 'd97db678057aed0df4d2221f55a2f81b6d323ff49c6a49b50712dd70e02a3ba0d666f6d8b4a8bbf4a61976036115524f34f1e0d65695775ac2fdc2c61dedda7c937c101ba2e799a510714e976fa2f4b09da45b85fe70a029249cb1c4bef12248bc3449edd79d9fb3faac71cfb6224cfa8b6b8a4605c47dabe28eb4481dba8851a5cbf20767d75b723c091618c99c249809b50515588c0492ebc7dba35c2f8c390d75bd15bbb6c349354864f15c0041c600460c05c34bfffdcbd6a30de30c84dec5a13007b1750addd98f51a252a34e5e2fa59b631a5bca408aae29c0ccbb00e7c673f37c98cc73e9b2433577dee06a099aba6ab626c2760e8a2dbb7420a75870e1adc4e17efe6a43adc99cb33592e6148dd6b8d9bf3299adc258f965c014a39eb035cb321a74115c37aa2a57aee2d4d1fd1198f873978ea9d6bb0d0bded8be2277caa1497f25022310dbb6bf5cfc25eb6b7cc1a25374c913bd39292ae7fab4d46e31c0fabc6b7f3f9a519e518d3f3a17139e314e48371d092d11c41a6982e913', NULL, 0, NULL, NULL, NULL, NULL, false, false, NULL, '2026-11-25 17:52:13.643+00', '2026-11-25 17:52:13.688+00');
INSERT INTO public.user_pool_users VALUES ('be63fac4-d2d1-4752-8de0-b984d7de1e80', 'be63fac4-d2d1-4752-8de0-b984d7de1e80', 'reader@example.com', true, '{}', 'CONFIRMED', true, '47f06cfbf8c9a7f13d0b6869d3b49340', 'a09c0b25d617cd55d23fc9a3b502d7e734d59034373567835aa3f389c0741f8bb0a481ec0826112beed0724d724d1aa804acc805c5a7b9dfef77ccc38bd0837385f63d214dfd30cdbf703d4a32a5f74cd24c95780ffddd18867d2dfa3c103ddca01a826adc15432ab12c915ab40076fc889f17a0385145d556dd936124807b17a3dbf719ff0034f65669d87fb9342646e7d838ec6ec2ca64e964220bee60e0e55fa73089cc25a0085c15b6e1a64096a25d8b5115f70d9ac0f5559c2288710fb970f31acb9d95b3b0dce8d59249af6ff92d92d0dc62cd921227ce22b61bb8ff9ec78bcd455645775596f05aa3fc9c0c8cfe85070427167eea778ace605ca7b611abd1d57507571d92583df818f65340f87a51b566186ca3ce15244cfa9ad539fc47892b77810a381b93f6e7d84b71a191cc0cb39446833ee947d256f36dcbfc7fe81fc5b82baf23d22423e2af7f5503a1d0e11570f05ab8be3bb1b8ae25c5b3fcab08f85a1c91fc7489ed7898d61f4bc3b9ad45d61bf9d886f564e2d2836c0954', NULL, 0, NULL, NULL, NULL, NULL, false, false, NULL, '2026-11-25 17:52:22.743+00', '2026-11-25 17:52:22.782+00');


--
-- Name: backend_secrets backend_secrets_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.backend_secrets
    ADD CONSTRAINT backend_secrets_pkey PRIMARY KEY (name);


--
-- Name: identity_pool_identities identity_pool_identities_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.identity_pool_identities
    ADD CONSTRAINT identity_pool_identities_pkey PRIMARY KEY (identity_id);


--
-- Name: identity_pool_identities identity_pool_identities_user_sub_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.identity_pool_identities
    ADD CONSTRAINT identity_pool_identities_user_sub_key UNIQUE (user_sub);


--
-- Name: schema_migrations schema_migrations_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.schema_migrations
    ADD CONSTRAINT schema_migrations_pkey PRIMARY KEY (name);


--
-- Name: user_pool_auth_sessions user_pool_auth_sessions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_pool_auth_sessions
    ADD CONSTRAINT user_pool_auth_sessions_pkey PRIMARY KEY (session_hash);


--
-- Name: user_pool_codes user_pool_codes_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_pool_codes
    ADD CONSTRAINT user_pool_codes_pkey PRIMARY KEY (user_sub, purpose);


--
-- Name: user_pool_group_members user_pool_group_members_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_pool_group_members
    ADD CONSTRAINT user_pool_group_members_pkey PRIMARY KEY (user_sub, group_name);


--
-- Name: user_pool_groups user_pool_groups_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_pool_groups
    ADD CONSTRAINT user_pool_groups_pkey PRIMARY KEY (name);


--
-- Name: user_pool_refresh_tokens user_pool_refresh_tokens_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_pool_refresh_tokens
    ADD CONSTRAINT user_pool_refresh_tokens_pkey PRIMARY KEY (origin_jti);


--
-- Name: user_pool_refresh_tokens user_pool_refresh_tokens_token_hash_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_pool_refresh_tokens
    ADD CONSTRAINT user_pool_refresh_tokens_token_hash_key UNIQUE (token_hash);


--
-- Name: user_pool_signing_keys user_pool_signing_keys_kid_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_pool_signing_keys
    ADD CONSTRAINT user_pool_signing_keys_kid_key UNIQUE (kid);


--
-- Name: user_pool_signing_keys user_pool_signing_keys_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_pool_signing_keys
    ADD CONSTRAINT user_pool_signing_keys_pkey PRIMARY KEY (generation);


--
-- Name: user_pool_srp_sessions user_pool_srp_sessions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_pool_srp_sessions
    ADD CONSTRAINT user_pool_srp_sessions_pkey PRIMARY KEY (secret_block_hash);


--
-- Name: user_pool_users user_pool_users_email_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_pool_users
    ADD CONSTRAINT user_pool_users_email_key UNIQUE (email);


--
-- Name: user_pool_users user_pool_users_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_pool_users
    ADD CONSTRAINT user_pool_users_pkey PRIMARY KEY (sub);


--
-- Name: user_pool_users user_pool_users_username_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_pool_users
    ADD CONSTRAINT user_pool_users_username_key UNIQUE (username);


--
-- Name: user_pool_auth_sessions_expiry; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX user_pool_auth_sessions_expiry ON public.user_pool_auth_sessions USING btree (expires_at);


--
-- Name: user_pool_refresh_tokens_user; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX user_pool_refresh_tokens_user ON public.user_pool_refresh_tokens USING btree (user_sub);


--
-- Name: user_pool_srp_sessions_expiry; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX user_pool_srp_sessions_expiry ON public.user_pool_srp_sessions USING btree (expires_at);


--
-- Name: user_pool_users_created_at; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX user_pool_users_created_at ON public.user_pool_users USING btree (created_at, sub);


--
-- Name: user_pool_auth_sessions user_pool_auth_sessions_user_sub_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_pool_auth_sessions
    ADD CONSTRAINT user_pool_auth_sessions_user_sub_fkey FOREIGN KEY (user_sub) REFERENCES public.user_pool_users(sub) ON DELETE CASCADE;


--
-- Name: user_pool_codes user_pool_codes_user_sub_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_pool_codes
    ADD CONSTRAINT user_pool_codes_user_sub_fkey FOREIGN KEY (user_sub) REFERENCES public.user_pool_users(sub) ON DELETE CASCADE;


--
-- Name: user_pool_group_members user_pool_group_members_group_name_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_pool_group_members
    ADD CONSTRAINT user_pool_group_members_group_name_fkey FOREIGN KEY (group_name) REFERENCES public.user_pool_groups(name) ON DELETE CASCADE;


--
-- Name: user_pool_group_members user_pool_group_members_user_sub_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_pool_group_members
    ADD CONSTRAINT user_pool_group_members_user_sub_fkey FOREIGN KEY (user_sub) REFERENCES public.user_pool_users(sub) ON DELETE CASCADE;


--
-- Name: user_pool_refresh_tokens user_pool_refresh_tokens_user_sub_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_pool_refresh_tokens
    ADD CONSTRAINT user_pool_refresh_tokens_user_sub_fkey FOREIGN KEY (user_sub) REFERENCES public.user_pool_users(sub) ON DELETE CASCADE;


--
-- Name: user_pool_srp_sessions user_pool_srp_sessions_user_sub_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_pool_srp_sessions
    ADD CONSTRAINT user_pool_srp_sessions_user_sub_fkey FOREIGN KEY (user_sub) REFERENCES public.user_pool_users(sub) ON DELETE CASCADE;


--
-- PostgreSQL database dump complete
--

\unrestrict cbaCAb93n0jj0TRtuT5xSkw9ur8OwUbQ5QGx7z9vwbeSzMQSaHE9eGgUg8rrmYV

