package org.ldpbench.site;

import org.apache.commons.text.translate.CharSequenceTranslator;
import org.apache.commons.text.translate.EntityArrays;
import org.apache.commons.text.translate.LookupTranslator;

/**
 * The frame every page of the site shares: a title, a link bar, the stylesheet and the two small
 * scripts (sortable tables; a load check that records broken images in {@code data-broken-images}
 * on the body, which the browser test reads). Everything is inline, so a page works offline and
 * from {@code file://}.
 */
final class HtmlPage {

  /**
   * &amp;, &lt;, &gt; and &quot; as entities; everything else (ε, ±, …) as it is, the page being
   * UTF-8.
   */
  private static final CharSequenceTranslator HTML_TEXT =
      new LookupTranslator(EntityArrays.BASIC_ESCAPE);

  private static final String STYLE =
      """
            body{font-family:system-ui,sans-serif;max-width:1100px;margin:0 auto;padding:0 1.2em 3em;color:#222;line-height:1.45}
            nav{padding:.8em 0;border-bottom:1px solid #ddd;margin-bottom:1em}nav a{margin-right:1em}
            table{border-collapse:collapse;margin:1em 0;font-size:.86em;display:block;overflow-x:auto}
            th,td{border:1px solid #ddd;padding:.25em .5em;text-align:left;vertical-align:top}
            th{background:#f4f4f4;cursor:pointer;position:sticky;top:0}th.sorted-asc::after{content:" ▲"}
            th.sorted-desc::after{content:" ▼"}figure{margin:1em 0}figure svg{max-width:100%;height:auto}
            code{background:#f4f4f4;padding:0 .2em}h2{border-bottom:1px solid #eee;padding-bottom:.2em;margin-top:2em}
            .provenance{color:#555;font-size:.9em}
            """;

  private static final String SCRIPT =
      """
            document.querySelectorAll('table').forEach(function (table) {
              var head = table.querySelector('tr');
              if (!head) { return; }
              Array.prototype.forEach.call(head.children, function (th, column) {
                th.addEventListener('click', function () {
                  var rows = Array.prototype.slice.call(table.querySelectorAll('tr')).slice(1);
                  var ascending = !th.classList.contains('sorted-asc');
                  Array.prototype.forEach.call(head.children, function (h) { h.classList.remove('sorted-asc', 'sorted-desc'); });
                  th.classList.add(ascending ? 'sorted-asc' : 'sorted-desc');
                  function key(row) {
                    var cell = row.children[column];
                    var text = cell ? cell.textContent.trim() : '';
                    var number = parseFloat(text.replace(/[^0-9eE.+\\-\\u2212]/g, '').replace('\\u2212', '-'));
                    return isNaN(number) ? text : number;
                  }
                  rows.sort(function (a, b) {
                    var x = key(a), y = key(b);
                    var order = (typeof x === 'number' && typeof y === 'number') ? x - y : String(x).localeCompare(String(y));
                    return ascending ? order : -order;
                  });
                  rows.forEach(function (row) { row.parentNode.appendChild(row); });
                });
              });
            });
            window.addEventListener('load', function () {
              var broken = Array.prototype.filter.call(document.images, function (img) {
                return !img.complete || img.naturalWidth === 0;
              });
              document.body.setAttribute('data-broken-images', String(broken.length));
              document.body.setAttribute('data-figures', String(document.querySelectorAll('figure svg, figure img').length));
            });
            """;

  private HtmlPage() {}

  /**
   * A whole page.
   *
   * @param title the page title
   * @param home relative link to the site's index ("index.html" or "../index.html")
   * @param paperLink relative link to the paper page, or null on the index and paper pages
   * @param body the page's HTML body content
   */
  static String of(String title, String home, String paperLink, String body) {
    StringBuilder html = new StringBuilder();
    html.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>")
        .append(escape(title))
        .append("</title>\n<style>")
        .append(STYLE)
        .append("</style>\n</head>\n<body>\n<nav><a href=\"")
        .append(home)
        .append("\">ldpbench results</a>");
    if (paperLink != null) {
      html.append("<a href=\"").append(paperLink).append("\">whole paper report</a>");
    }
    html.append("</nav>\n")
        .append(body)
        .append("\n<script>")
        .append(SCRIPT)
        .append("</script>\n</body>\n</html>\n");
    return html.toString();
  }

  /** Text safe inside HTML elements and attribute values. */
  static String escape(String text) {
    return HTML_TEXT.translate(text);
  }
}
