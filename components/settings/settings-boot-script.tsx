import { renderNonce } from '@/lib/security/render-nonce';
import { DEFAULT_SETTINGS, SETTINGS_STORAGE_KEY } from '@/lib/settings/settings';

/**
 * Applies saved settings to <html> before the first paint, so a visitor who chose rtl or a
 * light scheme never sees the defaults flash. Kept tiny and dependency-free because it runs
 * inline; the full logic (validation, saving) lives in lib/settings and settings-state.ts.
 */
const script = `(function(){try{
var d=${JSON.stringify(DEFAULT_SETTINGS)},k=${JSON.stringify(SETTINGS_STORAGE_KEY)},s=null;
try{s=JSON.parse(localStorage.getItem(k)||'null')}catch(e){}
if(!s){try{s=JSON.parse(sessionStorage.getItem(k)||'null')}catch(e){}}
s=s&&typeof s==='object'?s:{};
var v=function(n,a){return a.indexOf(s[n])>=0?s[n]:d[n]};
var h=document.documentElement,c=v('colorScheme',['light','dark','auto']);
if(c==='auto'){c=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}
h.setAttribute('dir',v('direction',['ltr','rtl']));
h.setAttribute('data-bs-theme',c);
h.setAttribute('data-color-theme',v('colorTheme',['crimson','ocean','emerald','amber','violet']));
h.setAttribute('data-layout',v('layout',['full-width','boxed']));
h.setAttribute('data-navbar',v('navbar',['sticky','static']));
h.setAttribute('data-footer',v('footer',['default','compact']));
h.setAttribute('data-font',v('font',['system','serif','rounded','mono']));
}catch(e){}})();`;

export function SettingsBootScript() {
  return <script nonce={renderNonce()} dangerouslySetInnerHTML={{ __html: script }} />;
}
