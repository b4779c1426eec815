package org.ldpbench;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * A user error is one line even when the bad value it quotes holds line breaks (found by fuzzing
 * the dataset-descriptor reader: a name with a newline made a two-line message).
 */
class UserErrorTest {

  @Test
  void lineBreaksInAQuotedValueAreEscaped() {
    UserError error = new UserError("x.yaml: name: 'a\nb\r' must equal the file name 'x'");
    assertThat(error.getMessage())
        .isEqualTo("x.yaml: name: 'a\\nb\\r' must equal the file name 'x'")
        .doesNotContain("\n")
        .doesNotContain("\r");
    assertThat(new UserError("one\ntwo", new IllegalStateException()).getMessage())
        .isEqualTo("one\\ntwo");
  }
}
