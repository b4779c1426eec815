package org.ldpbench.data;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class DataSplitTest {

    private static final Dataset D2 = TestData.uniform(5, 2, 1L);
    private static final Dataset D3 = TestData.uniform(5, 3, 1L);

    @Test
    void dimensionsMustAgree() {
        assertThatThrownBy(() -> DataSplit.of(D2, D3, D2)).hasMessageContaining("same dimension");
        assertThatThrownBy(() -> DataSplit.of(D3, D2, D2)).hasMessageContaining("same dimension");
        assertThat(DataSplit.of(Dataset.emptyBinary(2), D2, D2).dimension()).isEqualTo(2);
    }

    @Test
    void needsAPrivateSampleAndCopiesTheList() {
        assertThatThrownBy(() -> new DataSplit(D2, List.of(), D2)).hasMessageContaining("at least one private");
        List<Dataset> privates = new ArrayList<>(List.of(D2, D2));
        DataSplit split = new DataSplit(D2, privates, D2);
        privates.clear();
        assertThat(split.privateTrain()).hasSize(2);
        assertThatThrownBy(split::privateSample).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("2 private samples");
        Dataset only = TestData.uniform(7, 2, 2L);
        assertThat(DataSplit.of(D2, only, D2).privateSample()).isSameAs(only);
    }
}
