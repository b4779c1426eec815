package org.ldpbench.param;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** An enum constant's word: its name in lower case with '-' for '_', unless the enum spells it. */
class KeywordTest {

  enum Rule implements Keyword {
    RANDOM,
    CSV_HEADERLESS,
    CORRECTED_T
  }

  enum Base implements Keyword {
    TWO {
      @Override
      public String keyword() {
        return "2";
      }
    },
    E
  }

  @Test
  void theWordIsTheNameInLowerCaseWithHyphens() {
    assertThat(Keyword.keywords(Rule.class))
        .containsExactly("random", "csv-headerless", "corrected-t");
    assertThat(Keyword.keywords(Base.class)).containsExactly("2", "e");
    assertThat(Keyword.keywords(List.of(Rule.CORRECTED_T, Rule.RANDOM)))
        .containsExactly("corrected-t", "random");
  }

  @Test
  void parsingFindsTheConstantOfExactlyThatWord() {
    assertThat(Keyword.parse(Rule.class, "csv-headerless")).contains(Rule.CSV_HEADERLESS);
    assertThat(Keyword.parse(Base.class, "2")).contains(Base.TWO);
    // the constant's name, another case or the underscore are not its word
    assertThat(Keyword.parse(Rule.class, "CSV_HEADERLESS")).isEmpty();
    assertThat(Keyword.parse(Rule.class, "csv_headerless")).isEmpty();
    assertThat(Keyword.parse(Rule.class, "Random")).isEmpty();
    assertThat(Keyword.parse(Base.class, "TWO")).isEmpty();
  }
}
