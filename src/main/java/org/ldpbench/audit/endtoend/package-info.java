/**
 * The distinguishing layers of the privacy audit: end to end per mechanism ({@link EndToEndAudit},
 * with the per-user reduction of local randomizers) and on the whole fit's predictions ({@link
 * FitOutputAudit}); both draw releases from neighbouring inputs and bound the privacy loss from
 * below ({@link PrivacyAuditor}, with the release statistics and Laplace and Gaussian laws it
 * learns events from).
 */
package org.ldpbench.audit.endtoend;
