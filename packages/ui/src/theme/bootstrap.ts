import {
  DARK_STORAGE_KEY,
  DEFAULT_THEME,
  THEME_STORAGE_KEY,
  themeNames,
} from '../ThemeProvider/themeSettings';

/**
 * A small inline script for the host's `index.html` `<head>`: it sets `data-theme` and
 * `data-dark` on `<html>` from localStorage before first paint, with the same validation as
 * `ThemeProvider` (unknown theme → 'banana'; dark only 'true'/'false', else the system
 * preference). It names no generated class, so it can be pasted verbatim; it never throws.
 */
export const themeBootstrapScript = `(function(){var d=document.documentElement,t=null,k=null;try{t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});k=localStorage.getItem(${JSON.stringify(DARK_STORAGE_KEY)})}catch(e){}if(${JSON.stringify(themeNames)}.indexOf(t)<0)t=${JSON.stringify(DEFAULT_THEME)};var m=k==='true'||(k!=='false'&&!!(window.matchMedia&&window.matchMedia('(prefers-color-scheme: dark)').matches));d.setAttribute('data-theme',t);d.setAttribute('data-dark',m?'true':'false')})();`;
