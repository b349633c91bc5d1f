/**
 * Every migration that has shipped (landed on main), with the checksum it shipped with
 * (checksumMigration: SHA-256 of the file, line endings normalised). Stores made by those releases
 * recorded these checksums, and the runner refuses a store whose record differs from the file, so a
 * migration is frozen once it lands: a change goes in a new migration. shipped-migrations.test.ts
 * fails when a file differs from its line here, and when a migration file has no line: a new
 * migration adds its line in the commit that lands it. The four migrations edited before this list
 * existed are in superseded-migrations.ts.
 */
export const SHIPPED_MIGRATIONS: Readonly<Record<string, string>> = {
  '0001_core.sql': 'e5b9cb7626d0262734d69368799588832f2041e422bac92d75661034094b6993',
  '0002_user_pool.sql': 'aa716d14c1e8326acb0e81363c72b7851e190f769c5cdb9940f9138b21be9b34',
  '0003_data.sql': '02938e6e1db0ad1c542e492d346dd399db7c3bdaef8fb304b306dd9ae8a1f0c1',
  '0004_storage.sql': 'fc6ef9890ffb009edeee14c8d86ac1a92adf8963d8f2fcda2e1dac0f5bd0197e',
  '0005_analytics.sql': '7397e351b2fc0b4ba2af854408fff20269cb194da235391a3743983915a88953',
  '0006_oauth.sql': '376cf8364c65a27c70503d1dc2c1f18a6f7b20f93adb28c1e072053ea9941a8f',
  '0007_oauth_login_binding.sql': '87728f40116dd5f20f4a35e1fca06da9510e095e8cda5345d5e97dab92f98780',
  '0008_creator_record_integrity.sql': 'a79b44104fea52eef21ed182a9e2eef1f1794fe179b9bdb6a8060d4f8be6f017',
  '0009_search.sql': '2b8a8a12592e964f81fcf118ea31950a3bb33d03d4f69606634f736fd739085b',
  '0010_content_statistics_indexes.sql': '41055cdac00dcf0fd39032e9a31a178ae0417d21367da1ecb220fba3b621586a',
  '0011_stream_catalogue_indexes.sql': 'dfb80d382220632deab215cc80f2940c73c618b2db3e074ee2959829a2bf5f4b',
  '0012_personality_slugs.sql': '74e0bc8466432b5297c28b156c775251ecee1802feb920fc84f6e8794854cb61',
  '0013_content_facts.sql': '6f3fc442d3fcadf4dfa25330e486e068cda1f6b125da3889dbd70f215a81ecce',
  '0014_content_figures.sql': 'a5427de08e3a19265e9b7cabc10ac58c250b3720bed37008ec5563ddf2b79ddd',
  '0015_open_data_order.sql': '31b8e5ee869c3aa819c5f0125ea5471f31cba31a676a840f6f7ce103039b7349',
  '0016_record_figures.sql': '9f59c2baf0bc699c0a30025b4568a89ab5d690ee50d5917ce56d55fb891616a1',
  '0017_search_words_not_inlined.sql': 'e328d731bc6f0ac373c91031498953a54413ecf8e8cc60b1f485b3fbf56946d3',
  '0018_brief_rank_words.sql': 'b2c0db83bf88be88b8b00f7d9508e116271bd662ea49b6ba2fd0e99fe8c25c9c',
  '0019_brief_count.sql': '3264f3250bb59157ce1b1ca7f6fc4f754b769025b9b1d8483710fcf9c94b3837',
  '0020_search_entries.sql': 'ab59eab4a5fd18b8397fdcb2cea8eab1026ce257077cf9a31bee069d5404145b',
  '0021_brief_figures.sql': '868d739769117699a2e1f348b667dfdbdce9f936089fd1d25277d86c9f665002',
  '0022_anonymous_authorship.sql': '58756bd71be87adbec0fec96b78f6780e8ed87d4a5657fa7f49c0271f8af9b68',
  '0023_user_pool_send_quotas.sql': '50331e065ea05fdbc9f716f7e027c257dddff31d59a14d27d705857c1cabf23f',
  '0024_data_record_notices.sql': 'a34de37e44eca3945808bf8cf9dd6343cee8165991fe2a51aa5ddbcea2e27378',
  '0025_analytics_daily_figures.sql': 'eb0380cbee7a25d41210cfbf91a04b978e89749305c444514abe68a774b8a64a',
  '0026_search_browse.sql': '381615ab234ffa19ace34a570c4791533902d2aef20b772e4d203354f8b0b59d',
  '0027_user_pool_sign_ins.sql': 'edf65d1a226abcc88d09512f5f7f30ef4519eaf4c0420a7bd4e054899c87305b',
  '0028_profile_records_indexes.sql': '1abc4868a099d25f5c3cb5aec7dac9b3fe4457a882c888a0b75a17c6e9e77c98',
  '0029_analytics_browser_sketches.sql': '20e6a4559091129a3938808aefb6fb015f88b679e45647a0263bb43dc0e03477',
  '0030_record_facts.sql': 'cd79bdf15d21d0262a6f4dd031a443d02b2c86cc7840f5301e81a727e6fdf056',
  '0031_analytics_top_leaders.sql': '2833ce865724016a8a52e333777c2261d4865dff09e1b37c2e0417ee0abe5d95',
  '0032_figures_from_record_facts.sql': '732f1b1315c7c9728203eba735b712de6e259d42f81487b7fac4688e1d5f8288',
  '0033_fields_from_record_facts.sql': 'e93a8be3165a9feda25211312887e97fb28ab21d3bcbe934b9b33243b384dd5d',
  '0034_analytics_monthly_rollups.sql': 'e600d2749560afcd14279d2d774b1451e8b7035530dcb52c2e9672ccf592e507',
  '0035_analytics_weekly_rollups_and_runs.sql': '4f9b91366b689cb725917123872f25e4a43ea0d2eae98e122c18ef1826bd3a07',
  '0036_appeal_event_facts.sql': 'ebe525ba5fbec3275e48afabd52b68bbf4a40cbbbad396a887664ba52b9567ca',
  '0037_analytics_run_leaders.sql': '8e3400b75a9eb9cbfd657e5516328c003c4d0eada653d1ac99c5c7b154d33ebe',
  '0038_list_windows_from_indexes.sql': 'f49be8db5f0d5c675fbd4ad04ad172bd629c40a5808f7552d146be756f2902e1',
  '0039_search_versions.sql': '8fb921b7cf603b08aea39fc5880f6ec70d572d1b399fc1a21aafb36d0e50d107',
  '0040_open_data_version.sql': '8691e8336f07abf70f5d332d06d40dedeb6aae10999cc630d7bb5884e616dd98',
  '0041_profile_counts.sql': '828746e6ede4a60b92d5b17307fa3bff3908b19c705ed310cee07949a631bfa0',
};
