import { LOCAL_DATA_SEALING as SEALING, THEME_CHOICES_KEY } from './localDataSealing.ts';

/** The themes the global stylesheet can paint from `data-theme` alone: every theme but the default. */
export const HINTED_THEME_IDS = ['dark', 'high-contrast'] as const;

/** How long the page stays unpainted at most while the saved theme is read; past it, it paints in the default. */
export const THEME_HINT_WAIT_MS = 300;

const json = JSON.stringify;
const storageKey = SEALING.storagePrefix + THEME_CHOICES_KEY;

/**
 * The theme chosen last on this browser, on <html> as `data-theme` before the first paint. Like all local
 * data the choice is sealed (the theme store's `sdp.pref.themes`), so this script, inlined first in the
 * page's <head> (the build puts it there; the server's CSP allows it by its hash), keeps the page unpainted
 * while it opens the choice with the profile's key from IndexedDB — a few milliseconds, at most
 * THEME_HINT_WAIT_MS — and only when a choice was ever saved. Anything unreadable paints the default theme;
 * the theme engine applies the choice again once the console runs.
 */
export const THEME_HINT_SCRIPT =
  `(function(){try{var s=localStorage.getItem(${json(storageKey)});` +
  `if(!s||!window.indexedDB||!window.crypto||!crypto.subtle)return;` +
  `var h=document.documentElement,done=0,show=function(){if(!done){done=1;h.style.visibility=""}};` +
  `h.style.visibility="hidden";setTimeout(show,${THEME_HINT_WAIT_MS});` +
  `var r=indexedDB.open(${json(SEALING.database)},1);` +
  `r.onupgradeneeded=function(){r.result.createObjectStore(${json(SEALING.keyStore)})};r.onerror=show;` +
  `r.onsuccess=function(){try{var db=r.result,g=db.transaction(${json(SEALING.keyStore)}).objectStore(${json(SEALING.keyStore)}).get(${json(SEALING.keyId)});` +
  `g.onerror=show;g.onsuccess=function(){try{db.close();` +
  `var b=atob(s),a=new Uint8Array(b.length);for(var i=0;i<b.length;i++)a[i]=b.charCodeAt(i);` +
  `crypto.subtle.decrypt({name:"AES-GCM",iv:a.subarray(0,${SEALING.nonceBytes}),tagLength:${SEALING.tagBits},` +
  `additionalData:new TextEncoder().encode(${json(storageKey)})},g.result,a.subarray(${SEALING.nonceBytes}))` +
  `.then(function(p){var t=JSON.parse(new TextDecoder().decode(p)).last;` +
  `if(${json(HINTED_THEME_IDS)}.indexOf(t)>=0)h.setAttribute("data-theme",t)}).then(show,show)}catch(e){show()}}}catch(e){show()}}` +
  `}catch(e){}})()`;
