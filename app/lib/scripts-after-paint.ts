/**
 * The page's scripts start downloading after its first paint (decision 040).
 *
 * React Router puts a `<link rel="modulepreload">` in the head for every script the page needs
 * (about twenty, 130 kB) and an inline module script that imports them. A browser fetches all of
 * them at once with the stylesheet and the main picture, so on a slow connection they share its
 * bandwidth and hold back the first paint. The server takes the preloads out, leaves the inline
 * module script inert (`SCRIPTS_AFTER_PAINT_TYPE`) and ends the head with `startScriptsAfterPaint`,
 * which runs it once the page has painted. Until then the page is the server's HTML, whose links
 * and forms work without JavaScript.
 */

/** The type the server gives React Router's inline module script so that the browser holds it. */
export const SCRIPTS_AFTER_PAINT_TYPE = "text/x-after-paint";

/**
 * Marks the page as scripted (collapsible menus start collapsed with JavaScript and fully open
 * without), then, after the first paint, runs the held module script as a module. A frame callback
 * runs just before the next paint and the task it queues just after; a page opened out of sight
 * paints nothing and pauses frame callbacks, so it starts at once. The held script is at the end
 * of the body, which the parser may not have reached yet on a long page. Should the scripts fail to
 * load, the mark is taken off again and the page is what it is without JavaScript, not a scripted
 * page with nothing behind it (closed tabs that cannot open).
 */
export const startScriptsAfterPaint = `document.documentElement.classList.add('js');(function(){function run(){var held=document.querySelector('script[type="${SCRIPTS_AFTER_PAINT_TYPE}"]');if(!held)return;var module=document.createElement('script');module.type='module';module.onerror=function(){document.documentElement.classList.remove('js')};module.textContent=held.textContent;document.body.appendChild(module)}function whenParsed(){if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',run);else run()}if(document.visibilityState==='visible')requestAnimationFrame(function(){setTimeout(whenParsed,0)});else whenParsed()})()`;
